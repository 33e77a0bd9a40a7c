// layoutc: --size 1024x768
// twin: swiftui/twins/mail-split-view.lyt
// A three-column split view as a mail app writes it: mailboxes, the messages of one, and the
// message. On an iPad in a regular width, iOS shows the messages beside the message and hides
// the mailboxes until asked (`columnVisibility` starts at `.automatic`); on macOS
// (`--platform macos`) all three columns show; in a compact width, the mailboxes alone.
// Worked (1024x768 @3x): the message list's column is 320 wide (it sets no column width), a
// hairline of 1/3 after it, and the message in the rest, 1024 - 320 - 1/3 = 703.667 wide from
// x 320.333; its text is centred in it.
import SwiftUI

struct MailView: View {
    let mailboxes = ["Inbox", "Sent", "Archive"]
    let messages = ["Lunch on Friday?", "Your order has shipped", "Minutes of the meeting"]

    var body: some View {
        NavigationSplitView {
            List(mailboxes, id: \.self) { Label($0, systemImage: "tray") }
                .navigationTitle("Mailboxes")
        } content: {
            List(messages, id: \.self) { Text($0) }
                .navigationTitle("Inbox")
        } detail: {
            Text("No Message Selected")
                .foregroundStyle(.secondary)
        }
    }
}
