// The SwiftUI twin of size-text.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(spacing: 0) {
        GeometryReader { g in
            Text("Width \(g.size.width)")
        }
            .frame(height: 100)
        Color.red
            .frame(height: 50)
    }
}
