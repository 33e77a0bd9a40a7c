// layoutc: --os macos26 --size 360x200
// The SwiftUI twin of macos-tab-view.lyt: the same layout, worked there.
import SwiftUI

struct SettingsWindow: View {
    var body: some View {
        TabView {
            Text("General settings")
                .tabItem { Text("General") }
            Text("Account settings")
                .tabItem { Text("Accounts") }
        }
        .padding(20)
    }
}
