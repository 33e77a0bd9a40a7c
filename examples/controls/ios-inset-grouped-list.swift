// layoutc: --device iphone-16
// The SwiftUI twin of ios-inset-grouped-list.lyt: the same layout, worked there.
import SwiftUI

struct AccountSettings: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Account") {
                    Text("Profile")
                    Text("Password")
                }
                Section {
                    Text("Sign Out")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
