// The SwiftUI twin of spacing-row-above-text.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack {
        HStack {
            Text("Name")
            Color.red
                .frame(width: 20, height: 20)
        }
        Text("Below a row with a color")
        Text("Below a text")
    }
}
