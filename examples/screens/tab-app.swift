// layoutc: --device iphone-16
// The SwiftUI twin of tab-app.lyt: the same layout, worked there.
import SwiftUI

struct MailApp: View {
    @State private var notifications = true

    var body: some View {
        TabView {
            NavigationStack {
                VStack(spacing: 12) {
                    Label("Inbox", systemImage: "tray")
                    Toggle("Notifications", isOn: $notifications)
                    Button("Compose") {}
                        .buttonStyle(.bordered)
                }
                .padding(.horizontal, 16)
                .navigationTitle("Mail")
            }
            .tabItem {
                Label("Mail", systemImage: "envelope")
            }
        }
    }
}
