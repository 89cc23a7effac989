import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  keepPreviousData,
} from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import type { PostInput, PostUpdateInput } from '../../../../shared/schemas/blog';
import { apiClient, postFile, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

const BLOG_KEY = 'blog';

/** The query keys the blog's hooks use; the server fills `post` when it renders a post's page. */
export const blogKeys = {
  post: (identifier: string) => [BLOG_KEY, 'post', identifier] as const,
};

export function listPosts(options: { tag?: string; language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.blog.posts.$get(
    { query: { tag: options.tag } },
    { init: { signal: options.signal } },
  );
  return unwrap(call, options.signal);
}

export function getPost(options: { identifier: string; language: Language; signal?: AbortSignal }) {
  const call = apiClient(options.language).api.blog.posts[':identifier'].$get(
    { param: { identifier: options.identifier } },
    { init: { signal: options.signal } },
  );
  return unwrap(call, options.signal);
}

export type PostSummary = Awaited<ReturnType<typeof listPosts>>['posts'][number];
export type TagCount = Awaited<ReturnType<typeof listPosts>>['tags'][number];
export type PostDetail = Awaited<ReturnType<typeof getPost>>['post'];

/** Published posts, newest first; with a tag, only those carrying it. */
export function usePosts(tag: string | undefined) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: [BLOG_KEY, 'list', tag ?? ''],
      queryFn: ({ signal }) => listPosts({ tag, language, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function usePost(identifier: string) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: blogKeys.post(identifier),
      queryFn: ({ signal }) => getPost({ identifier, language, signal }),
      enabled: identifier !== '',
    }),
  );
}

// The editor (admins only).

function listAllPosts(language: Language, signal?: AbortSignal) {
  return unwrap(
    apiClient(language).api.admin.blog.posts.$get(undefined, { init: { signal } }),
    signal,
  );
}

function getEditablePost(id: string, language: Language, signal?: AbortSignal) {
  return unwrap(
    apiClient(language).api.admin.blog.posts[':id'].$get({ param: { id } }, { init: { signal } }),
    signal,
  );
}

export type EditablePost = Awaited<ReturnType<typeof getEditablePost>>['post'];

export function useAllPosts() {
  const language = useLanguage();
  return useQuery({
    queryKey: [BLOG_KEY, 'admin', 'list'],
    queryFn: ({ signal }) => listAllPosts(language, signal),
  });
}

export function useEditablePost(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [BLOG_KEY, 'admin', 'post', id],
    queryFn: ({ signal }) => getEditablePost(id, language, signal),
    enabled: id !== '',
  });
}

function useForgetPosts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [BLOG_KEY] });
}

export function useCreatePost() {
  const language = useLanguage();
  const forget = useForgetPosts();
  return useMutation({
    mutationFn: (input: PostInput) =>
      unwrap(apiClient(language).api.admin.blog.posts.$post({ json: input })),
    onSuccess: () => void forget(),
  });
}

export function useUpdatePost() {
  const language = useLanguage();
  const forget = useForgetPosts();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PostUpdateInput }) =>
      unwrap(
        apiClient(language).api.admin.blog.posts[':id'].$patch({ param: { id }, json: changes }),
      ),
    onSuccess: () => void forget(),
  });
}

export function useDeletePost() {
  const language = useLanguage();
  const forget = useForgetPosts();
  return useMutation({
    mutationFn: async (id: string) => {
      await unwrap(apiClient(language).api.admin.blog.posts[':id'].$delete({ param: { id } }));
    },
    onSuccess: () => void forget(),
  });
}

/** The content as readers will see it: sanitized by the server, like the published page. */
export function usePreview() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (content: string) =>
      unwrap(apiClient(language).api.admin.blog.preview.$post({ json: { content } })),
  });
}

/**
 * Uploads an image for a post (its bytes as the body) and answers its address on HireReady.
 * The route reads its own body, with a 2 MB cut-off.
 */
export function uploadBlogImage(file: File, language: Language): Promise<{ url: string }> {
  return postFile('/api/admin/blog/images', {
    body: file,
    language,
    contentType: file.type || 'application/octet-stream',
  });
}

export function useUploadBlogImage() {
  const language = useLanguage();
  return useMutation({ mutationFn: (file: File) => uploadBlogImage(file, language) });
}
