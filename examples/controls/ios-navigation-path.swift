// layoutc: --device iphone-16
// The SwiftUI twin of ios-navigation-path.lyt: the same layout, worked there.
import SwiftUI

struct People: View {
    @State private var path = [1]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Ada Lovelace", value: 1)
                NavigationLink("Grace Hopper", value: 2)
            }
            .navigationTitle("People")
            .navigationDestination(for: Int.self) { _ in
                Text("Details")
                    .navigationTitle("Person")
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
    }
}
