// layoutc: --device iphone-16
// The SwiftUI twin of list-sections.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    List {
        Section("Favourites") {
            Text("Ada Lovelace")
            Text("Grace Hopper")
        }
        Section(header: Text("Recent"), footer: Text("Shown for seven days")) {
            Text("Alan Turing")
        }
    }
}
