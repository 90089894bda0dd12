import { useEffect } from 'react';

/** Sets the document title to "<page> · Futsal Manager". */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Futsal Manager` : 'Futsal Manager';
  }, [title]);
}
