// A row of pill links: topics, tags.
export function ChipList({ items }: { items: { key: string; href: string; label: string }[] }) {
  return (
    <ul className="chips">
      {items.map((item) => (
        <li key={item.key}>
          <a className="chip" href={item.href}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
