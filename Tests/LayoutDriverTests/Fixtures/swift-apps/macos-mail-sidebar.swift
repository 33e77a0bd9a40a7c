// layoutc: --platform macos --size 800x600
// macOS mail window with a sidebar list: `List(store.mailboxes, selection: $store.selectedID)` over
// an Identifiable, Hashable model, `Label(...).badge(mailbox.unread)`, an @Observable store with an
// optional selection (`Mailbox.ID?`), a computed `selected` using `first { }`, a
// `map(\.unread).reduce(0, +)` total in the navigation subtitle, a `@ViewBuilder` detail with `if
// let` and `else`, a ternary string, ContentUnavailableView and a #Preview.
// expect: sidebar 0 0 220 600
// expect: inbox 8 6 55 16
// expect: drafts 8 34 59.5 16
// expect: detail 220.5 0 579.5 600
// expect: mailboxTitle 480 271 61 38
// Worked (macOS 26, 800x600 @2x): the HStack (spacing 0) is the window; the sidebar list is framed
// 220 wide and takes the full height. Sidebar rows are 28 high, their content 8 in from the list's
// sides and centred in the row: a Label is a 14-wide icon column, 8, and its title in the 13-pt
// default font (a 16 line; the symbol is a square of that line), so "Inbox" (33) makes a 55 x 16
// label at (8, (28 - 16) / 2 = 6), and "Drafts" (37.5) 59.5 x 16 in the second row at 28 + 6 = 34.
// The divider is a hairline (0.5 at 2x) at 220; the detail frame fills the rest: x 220.5, 579.5 x
// 600. Its VStack (spacing 4): "Inbox" in largeTitle (26 pt on macOS: 61 x 38) over "12 unread"
// (59.5 x 16), 58 high and 61 wide, centred: x 220.5 + (579.5 - 61) / 2 = 479.75, drawn at 480
// (half-pixel grid), y (600 - 58) / 2 = 271.
import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id: String
    let name: String
    let symbol: String
    var unread: Int
}

@Observable
final class MailStore {
    var mailboxes: [Mailbox] = [
        Mailbox(id: "inbox", name: "Inbox", symbol: "tray", unread: 12),
        Mailbox(id: "drafts", name: "Drafts", symbol: "doc", unread: 0),
        Mailbox(id: "sent", name: "Sent", symbol: "paperplane", unread: 0),
        Mailbox(id: "archive", name: "Archive", symbol: "archivebox", unread: 3),
    ]
    var selectedID: Mailbox.ID? = "inbox"

    var selected: Mailbox? {
        mailboxes.first { $0.id == selectedID }
    }

    var totalUnread: Int {
        mailboxes.map(\.unread).reduce(0, +)
    }
}

struct MailWindow: View {
    @State private var store = MailStore()

    var body: some View {
        HStack(spacing: 0) {
            List(store.mailboxes, selection: $store.selectedID) { mailbox in
                Label(mailbox.name, systemImage: mailbox.symbol)
                    .badge(mailbox.unread)
                    .id(mailbox.id)
            }
            .listStyle(.sidebar)
            .frame(width: 220)
            .id("sidebar")
            Divider()
            detail
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .id("detail")
        }
        .navigationSubtitle("\(store.totalUnread) unread")
    }

    @ViewBuilder
    private var detail: some View {
        if let mailbox = store.selected {
            VStack(spacing: 4) {
                Text(mailbox.name)
                    .font(.largeTitle)
                    .id("mailboxTitle")
                Text(mailbox.unread == 0 ? "No unread messages" : "\(mailbox.unread) unread")
                    .foregroundStyle(.secondary)
            }
        } else {
            ContentUnavailableView("No Mailbox", systemImage: "tray")
        }
    }
}

#Preview {
    MailWindow()
}
