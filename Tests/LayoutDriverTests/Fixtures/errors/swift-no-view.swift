import SwiftUI

let spacing: CGFloat = 8

func helper() -> Int { 3 }
