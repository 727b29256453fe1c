// The composition of a page: which page the route names, with its preloaded data. Rendered on the
// server to HTML and hydrated in the browser from the same preloaded state.
import { useEffect } from 'react';
import { postIdFromParam } from '../core/content/post-id.ts';
import { SignInProvider } from './auth/sign-in.tsx';
import { usePageData, usePreloaded } from './data.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { NotBuiltPage } from './pages/NotBuiltPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PostPage } from './pages/PostPage.tsx';
import { ServerErrorPage } from './pages/ServerErrorPage.tsx';
import { SignInPage } from './pages/SignInPage.tsx';
import { PostPageQuery } from './queries.ts';

function PostRoute({ postParam }: { postParam: string }) {
  const id = postIdFromParam(postParam) ?? '';
  const data = usePreloaded(PostPageQuery, { id });
  return data?.post ? <PostPage post={data.post} /> : <NotFoundPage />;
}

function Page() {
  const { state } = usePageData();
  const route = state.route;
  if (state.status === 500) return <ServerErrorPage />;
  if (state.status === 404 || !route) return <NotFoundPage />;
  if (state.status === 501 && route.page) return <NotBuiltPage page={route.page} />;
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'post':
      return <PostRoute postParam={route.params.postId ?? ''} />;
    case 'sign-in':
      return <SignInPage />;
    default:
      return <NotFoundPage />;
  }
}

export function App() {
  useEffect(() => {
    // The end-to-end tests (and anyone curious) can tell a hydrated page from a server-rendered one.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SignInProvider>
      <Page />
    </SignInProvider>
  );
}
