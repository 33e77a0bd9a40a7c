// layoutc: --size 300x100
// The SwiftUI twin of spacing-default.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack {
        HStack {
            Color.red
                .frame(width: 40, height: 40)
            Color.orange
                .frame(width: 40, height: 40)
            Spacer()
            Color.green
                .frame(width: 40, height: 40)
        }
        Color.blue
            .frame(height: 20)
    }
}
