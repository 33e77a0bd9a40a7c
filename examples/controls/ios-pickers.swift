// layoutc: --device iphone-16
// The SwiftUI twin of ios-pickers.lyt: the same layout, worked there.
import SwiftUI

struct MapOptions: View {
    @State private var units = 1
    @State private var sort = 2

    var body: some View {
        VStack(spacing: 16) {
            Picker("Units", selection: $units) {
                Text("Metric").tag(1)
                Text("Imperial").tag(2)
            }
            .pickerStyle(.segmented)
            Picker("Sort by", selection: $sort) {
                Text("Name").tag(1)
                Text("Distance").tag(2)
            }
        }
        .padding(16)
    }
}
