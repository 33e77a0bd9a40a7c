// The SwiftUI twin of flexible-frame.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("Flexible")
        .frame(minWidth: 100, idealWidth: 150, maxWidth: 200)
        .background(Color.yellow)
}
