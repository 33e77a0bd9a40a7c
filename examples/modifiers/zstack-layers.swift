// The SwiftUI twin of zstack-layers.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    ZStack(alignment: .bottomTrailing) {
        Color.green
            .frame(width: 200, height: 120)
        Text("Badge")
            .padding(4)
            .background(Color.white)
    }
}
