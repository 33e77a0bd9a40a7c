// layoutc: --device iphone-16
// The SwiftUI twin of ios-plain-list.lyt: the same layout, worked there.
import SwiftUI

struct Mailboxes: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Inbox")
                Text("Sent")
                Text("Archive")
            }
            .listStyle(.plain)
            .navigationTitle("Mailboxes")
        }
    }
}
