import { useEffect } from 'react';
import { useBrand } from '../lib/brand';
import { useUnreadCount } from '../lib/unread-count';
import { useLanguage } from '../i18n';

/** SPEC §2 Shell: 'Title - Brand', plus ' (n)' while n notifications are unread. */
export function formatDocumentTitle(title: string, brandName: string, unread: number): string {
  const base = title && title !== brandName ? `${title} - ${brandName}` : brandName;
  return unread > 0 ? `${base} (${unread})` : base;
}

/**
 * Sets document.title. The shell renders one from the route's titleKey; a page may render its own
 * with a more specific `title` (an offer's name), which wins because it renders later.
 */
export function PageTitle({ title }: { title: string }) {
  const brand = useBrand();
  const { lang } = useLanguage();
  const unread = useUnreadCount();
  const brandName = brand.name[lang];
  useEffect(() => {
    document.title = formatDocumentTitle(title, brandName, unread);
  }, [title, brandName, unread]);
  return null;
}
