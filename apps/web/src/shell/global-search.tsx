import { ActionIcon, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePath } from '@portal/contracts/routes';

/**
 * #16 part 1: the global search of students and alumni. It goes to the job-offer list with the
 * text as its `titulo` filter in the URL (the list reads its filters from there, #16 part 2).
 */
export function GlobalSearch({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    const params = new URLSearchParams(query ? { titulo: query } : {}).toString();
    void navigate(`${routePath('job-offers')}${params ? `?${params}` : ''}`);
    setText('');
    onDone?.();
  }
  return (
    <form role="search" aria-label={t('search.label')} onSubmit={submit} className="portal-global-search">
      <TextInput
        size="xs"
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        maxLength={100}
        rightSection={
          <ActionIcon type="submit" variant="subtle" size="sm" aria-label={t('search.submit')}>
            <svg
              width="14"
              height="14"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-4-4" />
            </svg>
          </ActionIcon>
        }
      />
    </form>
  );
}
