// layoutc: --os macos26 --size 320x160
// The SwiftUI twin of macos-toggles.lyt: the same layout, worked there.
import SwiftUI

struct FinderOptions: View {
    @State private var showHidden = true
    @State private var openAtLogin = false
    @State private var sync = true

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Show hidden files", isOn: $showHidden)
            Toggle("Open at login", isOn: $openAtLogin)
            Toggle("Sync over Wi-Fi", isOn: $sync)
                .toggleStyle(.switch)
        }
    }
}
