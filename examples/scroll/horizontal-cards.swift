// The SwiftUI twin of horizontal-cards.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    ScrollView(.horizontal) {
        HStack(spacing: 12) {
            ForEach(1...4, id: \.self) { i in
                RoundedRectangle(cornerRadius: 16)
                    .frame(width: 160, height: 200)
            }
        }
            .padding(.horizontal, 16)
    }
        .scrollIndicators(.hidden)
}
