// layoutc: --os macos26 --size 400x200
// The SwiftUI twin of macos-form-grouped.lyt: the same layout, worked there.
import SwiftUI

struct UpdateSettings: View {
    @State private var automatic = true
    @State private var interval = 1

    var body: some View {
        Form {
            Toggle("Automatic updates", isOn: $automatic)
            Picker("Check every", selection: $interval) {
                Text("Day").tag(1)
                Text("Week").tag(2)
            }
        }
        .formStyle(.grouped)
    }
}
