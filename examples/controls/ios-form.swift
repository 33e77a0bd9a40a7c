// layoutc: --device iphone-16
// The SwiftUI twin of ios-form.lyt: the same layout, worked there.
import SwiftUI

struct SettingsScreen: View {
    @State private var units = 1

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Units", selection: $units) {
                        Text("Metric").tag(1)
                        Text("Imperial").tag(2)
                    }
                    NavigationLink("Privacy", value: 1)
                }
            }
            .navigationTitle("Settings")
        }
    }
}
