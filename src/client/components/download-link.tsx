import { type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DownloadLinkProps {
  href: string;
  className: string;
  label: string;
  /** The accessible name, when the visible label alone would be ambiguous in a list. */
  ariaLabel?: string;
}

/** The file name a response's Content-Disposition gives (RFC 6266 filename* first), if any. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * A download the server makes on request (a Word or text version takes a few seconds): the link
 * says it is being prepared instead of seeming to do nothing, and says so if it fails. It stays
 * a real link, so "open in a new tab" and a browser without scripts still get the file.
 */
export function DownloadLink({ href, className, label, ariaLabel }: DownloadLinkProps) {
  const { t } = useTranslation('common');
  const statusId = useId();
  const [state, setState] = useState<'idle' | 'preparing' | 'failed'>('idle');

  const handleClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, save as) is the browser's own.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (state === 'preparing') return;
    setState('preparing');
    try {
      const response = await fetch(href, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`download failed: ${response.status}`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileNameOf(response.headers.get('Content-Disposition')) ?? '';
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      // The browser has taken the file; the object URL is not needed after this turn.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="inline-flex flex-col">
      <a
        href={href}
        download
        className={className}
        aria-label={ariaLabel}
        aria-describedby={state === 'idle' ? undefined : statusId}
        aria-busy={state === 'preparing'}
        onClick={(event) => void handleClick(event)}
      >
        {label}
      </a>
      <span
        id={statusId}
        role="status"
        className={`text-xs ${state === 'failed' ? 'font-medium text-red-800' : 'text-slate-600'}`}
      >
        {state === 'preparing' ? t('download.preparing') : null}
        {state === 'failed' ? t('download.failed') : null}
      </span>
    </span>
  );
}
