// twin: alignment/tiered-rows.lyt
// Each row's leading guide moved by -10 x its index: a staircase (worked in the twin).
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<10) { position in
                Text("Row \(position)")
                    .alignmentGuide(.leading) { _ in CGFloat(position) * -10 }
            }
        }
        .frame(width: 400, height: 400)
    }
}
