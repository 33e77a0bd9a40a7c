// The SwiftUI twin of border.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("Bordered")
        .padding(8)
        .border(Color.black, width: 2)
}
