// A writer's books (/@{username}/books; core/reader-pages/books.ts): each book's title, year, a line about it and
// where to get it, in the writer's order. The writer manages the list here: a form adds a book at the end, and each
// book has Remove. Two-column layout: the writer beside it.
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { ProfileAbout } from '../components/ProfileAbout.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import type { UserBooksQueryData } from '../generated/operations.ts';
import { PageFrame } from '../layouts/Layouts.tsx';
import { AddBookMutation, RemoveBookMutation, UserBooksQuery } from './reader-pages-queries.ts';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

type BookData = NonNullable<UserBooksQueryData['user']>['books'][number];
type Said = { ok: boolean; message: string } | null;

function BookEntry({ book, onRemove }: { book: BookData; onRemove: (() => void) | null }) {
  const headingId = `book-${book.id}`;
  return (
    <li className="books__book">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="books__title">
          {book.title}
          {book.publishedYear !== null && <span className="books__year"> ({book.publishedYear})</span>}
        </h2>
        {book.description && <p className="books__description">{book.description}</p>}
        {book.url && (
          <a className="books__link" href={book.url} rel="noopener noreferrer nofollow" target="_blank">
            Get the book<span className="visually-hidden">: {book.title} (opens in a new tab)</span>
          </a>
        )}
        {onRemove && (
          <button type="button" className="button button--small button--outline books__remove" onClick={onRemove}>
            Remove<span className="visually-hidden"> {book.title}</span>
          </button>
        )}
      </article>
    </li>
  );
}

function AddBookForm({ onAdded, onSaid }: { onAdded: (books: BookData[]) => void; onSaid: (said: Said) => void }) {
  const { transport } = usePageData();
  const id = useId();
  const [fields, setFields] = useState({ title: '', description: '', url: '', publishedYear: '' });
  const [sending, setSending] = useState(false);
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) => setFields({ ...fields, [key]: event.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!transport || sending) return;
    setSending(true);
    try {
      const result = await transport.request(AddBookMutation, { input: fields });
      const books = result.data?.addBook;
      if (books) {
        onAdded(books);
        setFields({ title: '', description: '', url: '', publishedYear: '' });
        onSaid({ ok: true, message: `${fields.title.trim()} is on your list.` });
      } else {
        onSaid({ ok: false, message: result.errors?.[0]?.message ?? 'The book could not be added.' });
      }
    } catch (error) {
      onSaid({ ok: false, message: error instanceof Error ? error.message : 'The book could not be added.' });
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="books__form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="aside-heading">
        Add a book
      </h2>
      <div className="field field--wide">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} value={fields.title} onChange={set('title')} maxLength={200} required />
      </div>
      <div className="field field--wide">
        <label htmlFor={`${id}-description`}>About the book (optional)</label>
        <textarea id={`${id}-description`} value={fields.description} onChange={set('description')} maxLength={500} rows={3} />
      </div>
      <div className="field field--wide">
        <label htmlFor={`${id}-url`}>Where to get it (optional)</label>
        <input id={`${id}-url`} type="url" inputMode="url" value={fields.url} onChange={set('url')} placeholder="https://" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-year`}>Year (optional)</label>
        <input id={`${id}-year`} inputMode="numeric" value={fields.publishedYear} onChange={set('publishedYear')} maxLength={4} />
      </div>
      <button type="submit" className="button" disabled={sending || fields.title.trim() === ''}>
        {sending ? 'Adding…' : 'Add book'}
      </button>
    </form>
  );
}

export function UserBooksPage() {
  const { state, transport } = usePageData();
  const data = usePreloaded(UserBooksQuery, { username: state.route?.params.username ?? '' });
  const user = data?.user;
  const [books, setBooks] = useState<BookData[] | null>(null);
  const [said, setSaid] = useState<Said>(null);
  if (!user || !data) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const own = data.viewer?.id === user.id;
  const shown = books ?? user.books;
  const remove = (book: BookData) => async () => {
    if (!transport) return;
    try {
      const result = await transport.request(RemoveBookMutation, { bookId: book.id });
      const next = result.data?.removeBook;
      if (next) {
        setBooks(next);
        setSaid({ ok: true, message: `${book.title} was removed.` });
      } else setSaid({ ok: false, message: result.errors?.[0]?.message ?? 'The book could not be removed.' });
    } catch (error) {
      setSaid({ ok: false, message: error instanceof Error ? error.message : 'The book could not be removed.' });
    }
  };
  return (
    <PageFrame
      page="user-books"
      asideLabel={`About ${user.name}`}
      aside={<ProfileAbout user={user} />}
      main={
        <>
          <p className="tag__kicker">
            <a href={user.url}>{user.name}</a>
          </p>
          <h1 className="page-heading">Books</h1>
          {shown.length === 0 ? (
            <p className="feed__status">{own ? 'You have not listed any books yet.' : `${user.name} has not listed any books yet.`}</p>
          ) : (
            <ol className="books" aria-label={`Books by ${user.name}`}>
              {shown.map((book) => (
                <BookEntry key={book.id} book={book} onRemove={own ? remove(book) : null} />
              ))}
            </ol>
          )}
          {said && (
            <p role={said.ok ? 'status' : 'alert'} className={said.ok ? 'books__said' : 'payment__error'}>
              {said.message}
            </p>
          )}
          {own && <AddBookForm onAdded={setBooks} onSaid={setSaid} />}
        </>
      }
    />
  );
}
