// Issue 23 part B: staff's way into the story editor from a landing page (core/landing/landing-pages.ts): the first
// time, the page's stored text becomes an unlisted story of theirs; then it opens that story again.
import { useState } from 'react';
import { usePageData } from '../data.tsx';
import type { EditLandingPageMutationData, EditLandingPageMutationVariables } from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

const EditLandingPageMutation: Operation<EditLandingPageMutationData, EditLandingPageMutationVariables> = {
  name: 'EditLandingPage',
  source: /* GraphQL */ `
    mutation EditLandingPage($key: String!) {
      editLandingPage(key: $key) { ok message editPath }
    }
  `,
};

export function EditLandingButton({ landingKey }: { landingKey: string }) {
  const { transport } = usePageData();
  const [error, setError] = useState<string | null>(null);
  const edit = async () => {
    if (!transport) return;
    try {
      const result = await transport.request(EditLandingPageMutation, { key: landingKey });
      const path = result.data?.editLandingPage.editPath;
      if (path) return window.location.assign(path);
      setError(result.errors?.[0]?.message ?? 'The page could not be opened in the editor.');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The page could not be opened in the editor.');
    }
  };
  return (
    <p className="landing__staff">
      <button type="button" className="button button--outline" onClick={() => void edit()}>
        Edit this page
      </button>{' '}
      <span className="membership-muted">Staff: edit in the story editor, then publish to show the new text here.</span>
      {error && (
        <span role="alert" className="payment__error">
          {error}
        </span>
      )}
    </p>
  );
}

