// The SwiftUI twin of fixed-rows.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    ScrollView(.horizontal) {
        LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60)), GridItem(.fixed(60))], spacing: 12) {
            ForEach(1...8, id: \.self) { i in
                Color.teal
                    .frame(width: 90)
            }
        }
    }
        .frame(height: 220)
}
