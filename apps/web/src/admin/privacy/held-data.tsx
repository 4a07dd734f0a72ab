import type { PrivacyExport } from '@studio/contracts';
import { PlainTable } from '../lists/plain-table';

const when = (iso: string) => new Date(iso).toLocaleString();
const cell = 'px-4 py-3 align-top';
const folderOf = (entry: { spam: string | null; archived: boolean }) =>
  entry.spam ? 'Spam' : entry.archived ? 'Archived' : 'Inbox';

/** What is held on one e-mail: its messages, its applications (CV links) and its account. */
export function HeldData({ held }: { held: PrivacyExport }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="privacy-messages" className="space-y-2">
        <h2 id="privacy-messages" className="text-lg font-semibold">
          Contact messages ({held.messages.length})
        </h2>
        {held.messages.length > 0 ? (
          <PlainTable
            caption="Contact messages"
            headers={['Received', 'Name', 'Folder', 'Message']}
          >
            {held.messages.map((message) => (
              <tr key={message._id}>
                <td className={`${cell} whitespace-nowrap`}>{when(message.createdAt)}</td>
                <td className={cell}>
                  {message.firstName} {message.lastName}
                </td>
                <td className={cell}>{folderOf(message)}</td>
                <td className={`${cell} wrap-break-word`}>{message.message}</td>
              </tr>
            ))}
          </PlainTable>
        ) : null}
      </section>
      <section aria-labelledby="privacy-applications" className="space-y-2">
        <h2 id="privacy-applications" className="text-lg font-semibold">
          Applications ({held.applications.length})
        </h2>
        {held.applications.length > 0 ? (
          <PlainTable
            caption="Applications"
            headers={['Received', 'Name', 'Folder', 'Position', 'CV']}
          >
            {held.applications.map((application) => (
              <tr key={application._id}>
                <td className={`${cell} whitespace-nowrap`}>{when(application.createdAt)}</td>
                <td className={cell}>
                  {application.firstName} {application.lastName}
                </td>
                <td className={cell}>{folderOf(application)}</td>
                <td className={cell}>{application.position}</td>
                <td className={cell}>
                  {application.cvUrl ? (
                    <a href={application.cvUrl} download className="text-ink underline">
                      {application.cvOriginalName ?? 'CV'}
                    </a>
                  ) : (
                    'None'
                  )}
                </td>
              </tr>
            ))}
          </PlainTable>
        ) : null}
      </section>
      <section aria-labelledby="privacy-account" className="space-y-2">
        <h2 id="privacy-account" className="text-lg font-semibold">
          Account
        </h2>
        <p className="text-sm text-slate-700">
          {held.account
            ? `${held.account.email}, ${held.account.role ?? 'no role'}${held.account.disabled ? ', disabled' : ''}, created ${when(held.account.createdAt)}. Erasing keeps it: remove it on the Users page.`
            : 'No account.'}
        </p>
      </section>
    </div>
  );
}
