// layoutc: --os macos26 --size 320x200
// The SwiftUI twin of macos-text-fields.lyt: the same layout, worked there.
import SwiftUI

struct ContactEditor: View {
    @State private var name = "Corey Hall"
    @State private var search = ""
    @State private var notes = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Name", text: $name)
            TextField("Search", text: $search)
                .textFieldStyle(.plain)
            TextField("Notes", text: $notes, axis: .vertical)
                .lineLimit(3...5)
                .textFieldStyle(.plain)
        }
        .padding(20)
    }
}
