// layoutc: --device iphone-16
// The SwiftUI twin of settings-form.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    NavigationStack {
        Form {
            Section {
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false))
            }
            Section("General") {
                LabeledContent("Version", value: "26.1")
                Text("About")
            }
        }
            .navigationTitle("Settings")
    }
}
