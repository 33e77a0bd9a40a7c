// The SwiftUI twin of photo-grid.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(1...10, id: \.self) { i in
                Color.gray
                    .aspectRatio(1, contentMode: .fit)
            }
        }
    }
}
