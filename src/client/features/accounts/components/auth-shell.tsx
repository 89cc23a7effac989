import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';
import { card } from '../../../components/ui-classes';

interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** Frame of the sign-in, sign-up and reset-password pages: logo, title, subtitle. */
export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <div className={`${card} w-full max-w-md`}>
        <Logo />
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-700">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
