// The right column of a writer's pages (profile, followers, following): avatar, name and bio.
import { Avatar } from './Avatar.tsx';

export function ProfileAbout({ user }: { user: { id: string; name: string; bio: string; imageId?: string | null } }) {
  return (
    <section className="profile__about" aria-label={`About ${user.name}`}>
      <Avatar id={user.id} name={user.name} size="XL" imageId={user.imageId} />
      <p className="profile__about-name">{user.name}</p>
      {user.bio && <p className="profile__bio">{user.bio}</p>}
    </section>
  );
}
