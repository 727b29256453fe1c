// The DNS record a custom domain needs (a writer's profile or a publication: core/publication/custom-domain.ts),
// as a table with a caption for screen readers.
export type DnsRecord = { recordType: string | null; recordName: string | null; recordValue: string | null };

export function DnsRecordTable({ domain, record, className }: { domain: string; record: DnsRecord; className?: string }) {
  return (
    <table className={className}>
      <caption className="visually-hidden">The DNS record for {domain}</caption>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col">Name</th>
          <th scope="col">Points to</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{record.recordType}</td>
          <td>{record.recordName}</td>
          <td>{record.recordValue}</td>
        </tr>
      </tbody>
    </table>
  );
}
