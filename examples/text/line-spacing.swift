// The SwiftUI twin of line-spacing.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("The quick brown fox jumps over the lazy dog")
        .lineSpacing(10)
        .frame(width: 150)
}
