// Staff curating a topic (core/topics/topic-curation.ts), at /topic/{topicSlug}/edit and /topic/{topicSlug}/add-posts
// alike: its description, then a published story added by its address or id, and its newest stories with Remove.
// Anyone else sees why they cannot (the server answers 403). In the topic pages' chunk (TopicPages.tsx).
import { useId, useState, type FormEvent } from 'react';
import { TOPIC_DESCRIPTION_MAX } from '../../core/topics/topic-curation.ts';
import { topicPath } from '../../core/routing/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { AddStoryToTopicMutation, CURATION_STORIES, RemoveStoryFromTopicMutation, TopicCurationQuery, UpdateTopicDescriptionMutation } from './topic-curation-operations.ts';

type Said = { ok: boolean; message: string } | null;
type Story = { id: string; title: string; url: string };

function SaidLine({ said }: { said: Said }) {
  if (!said) return null;
  return (
    <p role={said.ok ? 'status' : 'alert'} className={said.ok ? 'books__said' : 'payment__error'}>
      {said.message}
    </p>
  );
}

export function TopicCurationPage() {
  const { state, transport } = usePageData();
  const topic = usePreloaded(TopicCurationQuery, { topicSlug: state.route?.params.topicSlug ?? '', first: CURATION_STORIES })?.topic;
  const id = useId();
  const [description, setDescription] = useState(topic?.description ?? '');
  const [reference, setReference] = useState('');
  const [stories, setStories] = useState<Story[]>(topic?.posts.items.map((i) => i.post) ?? []);
  const [count, setCount] = useState(topic?.postCount ?? 0);
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  if (!topic) return null;
  const title = `Curate ${topic.name}`;
  if (!topic.viewerCanCurate) {
    return (
      <PageFrame
        page="topic"
        main={
          <>
            <h1 className="page-heading">{title}</h1>
            <p role="alert">Only staff can curate topics.</p>
          </>
        }
      />
    );
  }

  const run = async <T,>(write: () => Promise<{ data?: T | null; errors?: readonly { message: string }[] }>, done: (data: T) => string) => {
    if (!transport || busy) return;
    setBusy(true);
    try {
      const result = await write();
      if (result.data) setSaid({ ok: true, message: done(result.data) });
      else setSaid({ ok: false, message: result.errors?.[0]?.message ?? 'That did not work.' });
    } catch (error) {
      setSaid({ ok: false, message: error instanceof Error ? error.message : 'That did not work.' });
    } finally {
      setBusy(false);
    }
  };
  type Listed = { postCount: number; posts: { items: readonly { post: Story }[] } };
  const show = (listed: Listed) => {
    setStories(listed.posts.items.map((i) => i.post));
    setCount(listed.postCount);
  };

  const saveDescription = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => transport!.request(UpdateTopicDescriptionMutation, { topicId: topic.id, description }),
      (data) => {
        setDescription(data.updateTopicDescription.description);
        return 'The description is saved.';
      },
    );
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => transport!.request(AddStoryToTopicMutation, { topicId: topic.id, story: reference, first: CURATION_STORIES }),
      (data) => {
        show(data.addStoryToTopic);
        setReference('');
        return `The story is in ${topic.name}.`;
      },
    );
  };
  const remove = (story: Story) =>
    void run(
      () => transport!.request(RemoveStoryFromTopicMutation, { topicId: topic.id, postId: story.id, first: CURATION_STORIES }),
      (data) => {
        show(data.removeStoryFromTopic);
        return `${story.title || 'The story'} left ${topic.name}.`;
      },
    );

  return (
    <PageFrame
      page="topic"
      main={
        <div className="series-editor">
          <p className="tag__kicker">
            <a href={topicPath(topic.slug)}>{topic.name}</a>
          </p>
          <h1 className="page-heading">{title}</h1>
          <form onSubmit={saveDescription} noValidate>
            <div className="field field--wide">
              <label htmlFor={`${id}-description`}>Description</label>
              <textarea id={`${id}-description`} value={description} maxLength={TOPIC_DESCRIPTION_MAX} rows={4} onChange={(e) => setDescription(e.target.value)} />
            </div>
            <p>
              <button type="submit" className="button" disabled={busy}>
                Save the description
              </button>
            </p>
          </form>
          <h2 className="aside-heading">Add a story</h2>
          <form onSubmit={add} noValidate className="series-editor__add">
            <div className="field field--wide">
              <label htmlFor={`${id}-story`}>A story’s address or id</label>
              <input id={`${id}-story`} value={reference} onChange={(e) => setReference(e.target.value)} placeholder="https://…/p/1a2b3c4d5e6f" />
            </div>
            <button type="submit" className="button button--small" disabled={busy || reference.trim() === ''}>
              Add story
            </button>
          </form>
          <SaidLine said={said} />
          <h2 className="aside-heading">
            Newest of its {count} {count === 1 ? 'story' : 'stories'}
          </h2>
          {stories.length === 0 ? (
            <p className="feed__status">No stories in this topic yet.</p>
          ) : (
            <ul className="series-editor__stories" aria-label={`Stories in ${topic.name}`}>
              {stories.map((story) => (
                <li key={story.id}>
                  <a className="series-editor__title" href={story.url}>
                    {story.title || 'Untitled story'}
                  </a>
                  <button type="button" className="button button--small button--outline" disabled={busy} onClick={() => remove(story)}>
                    Remove<span className="visually-hidden"> {story.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      }
    />
  );
}
