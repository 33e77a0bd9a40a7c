// The SwiftUI twin of minimum-scale-factor.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("Swift is a powerful and intuitive programming language")
        .lineLimit(1)
        .minimumScaleFactor(0.5)
        .frame(width: 300)
}
