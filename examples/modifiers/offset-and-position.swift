// The SwiftUI twin of offset-and-position.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    ZStack {
        Color.orange
            .frame(width: 100, height: 100)
            .offset(x: 20, y: -10)
        Color.purple
            .frame(width: 40, height: 40)
            .position(x: 50, y: 50)
    }
}
