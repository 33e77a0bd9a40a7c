// layoutc: --device iphone-16
// The SwiftUI twin of toolbar.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    NavigationStack {
        List {
            Text("Groceries")
            Text("Errands")
        }
            .listStyle(.plain)
            .navigationTitle("Lists")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                Button("Add") {}
            }
    }
}
