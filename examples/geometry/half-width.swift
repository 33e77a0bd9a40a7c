// The SwiftUI twin of half-width.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    GeometryReader { g in
        Color.blue
            .frame(width: g.size.width / 2, height: 100)
    }
        .frame(height: 300)
}
