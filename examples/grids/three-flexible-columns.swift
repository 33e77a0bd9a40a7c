// layoutc: --size 280x200
// The SwiftUI twin of three-flexible-columns.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack {
        Grid {
            GridRow {
                Color.red
                    .frame(height: 40)
                Color.green
                    .frame(height: 40)
                Color.blue
                    .frame(height: 40)
            }
        }
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(1...6, id: \.self) { i in
                Color.orange
                    .frame(height: 30)
            }
        }
    }
}
