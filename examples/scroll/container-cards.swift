// The SwiftUI twin of container-cards.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    ScrollView(.horizontal) {
        HStack(spacing: 10) {
            ForEach(1...4, id: \.self) { i in
                RoundedRectangle(cornerRadius: 16)
                    .frame(height: 150)
                    .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
            }
        }
    }
        .padding(20)
}
