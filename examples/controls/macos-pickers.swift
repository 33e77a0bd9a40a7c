// layoutc: --os macos26 --size 360x220
// The SwiftUI twin of macos-pickers.lyt: the same layout, worked there.
import SwiftUI

struct ViewOptions: View {
    @State private var sort = 1
    @State private var view = 1
    @State private var appearance = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Picker("Sort by", selection: $sort) {
                Text("Name").tag(1)
                Text("Date Modified").tag(2)
                Text("Size").tag(3)
            }
            Picker("View", selection: $view) {
                Text("Icons").tag(1)
                Text("List").tag(2)
                Text("Columns").tag(3)
            }
            .pickerStyle(.segmented)
            Picker("Appearance", selection: $appearance) {
                Text("Light").tag(1)
                Text("Dark").tag(2)
                Text("Auto").tag(3)
            }
            .pickerStyle(.radioGroup)
        }
        .padding(20)
    }
}
