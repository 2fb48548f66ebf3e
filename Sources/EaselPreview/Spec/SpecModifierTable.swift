import Easel
import Foundation

extension SpecModifierKey {
  /// Every modifier key a view node may have, in the order they are applied, whatever their
  /// order in the file: the layout modifiers first, then the layers, then the effects, then
  /// the environment, `layoutPriority`, and the accessibility fields last, so that they
  /// describe the whole result.
  static let all: [SpecModifierKey] = [
    SpecModifierKey(
      "padding",
      type: ##"length, or `{"top", "leading", "bottom", "trailing"}` (lengths, missing edges 0)"##,
      meaning: ##"space around the view"##,
      schema:
        ##"{"anyOf": [{"$ref": "#/$defs/length"}, {"type": "object", "additionalProperties": false, "properties": {"top": {"$ref": "#/$defs/length", "default": 0}, "leading": {"$ref": "#/$defs/length", "default": 0}, "bottom": {"$ref": "#/$defs/length", "default": 0}, "trailing": {"$ref": "#/$defs/length", "default": 0}}}]}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.padding = try input.parser.padding(input.value, at: input.path)
      },
      validate: { modifiers, scope, registry throws(SpecError) in
        guard let padding = modifiers.padding else { return }
        try resolve([padding.top, padding.leading, padding.bottom, padding.trailing], in: scope)
      },
      apply: { modifiers, view, context in
        guard let padding = modifiers.padding else { return view }
        return AnyView(view.padding(padding.insets(in: context)))
      }),
    SpecModifierKey(
      "frame",
      type:
        ##"`{"width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"}`, all optional"##,
      meaning:
        ##"fixed sides, and flexible bounds (`max…` may be `"infinity"`); an axis is either fixed or flexible; `alignment` (default `"center"`) places the view inside"##,
      schema:
        ##"{"type": "object", "additionalProperties": false, "properties": {"width": {"$ref": "#/$defs/length"}, "height": {"$ref": "#/$defs/length"}, "minWidth": {"$ref": "#/$defs/length"}, "idealWidth": {"$ref": "#/$defs/length"}, "minHeight": {"$ref": "#/$defs/length"}, "idealHeight": {"$ref": "#/$defs/length"}, "maxWidth": {"$ref": "#/$defs/maxLength"}, "maxHeight": {"$ref": "#/$defs/maxLength"}, "alignment": {"$ref": "#/$defs/alignment", "default": "center"}}}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.frame = try input.parser.frame(input.value, at: input.path)
      },
      validate: { modifiers, scope, registry throws(SpecError) in
        guard let frame = modifiers.frame else { return }
        try resolve(
          [
            frame.width, frame.height, frame.minWidth, frame.idealWidth, frame.maxWidth,
            frame.minHeight, frame.idealHeight, frame.maxHeight,
          ], in: scope)
      },
      apply: { modifiers, view, context in
        guard let frame = modifiers.frame else { return view }
        return frame.apply(to: view, in: context)
      }),
    SpecModifierKey(
      "fixedSize",
      type: ##"`true`, `false` or `{"horizontal": bool, "vertical": bool}`"##,
      meaning: ##"keep the ideal size on those axes"##,
      schema:
        ##"{"anyOf": [{"type": "boolean"}, {"type": "object", "additionalProperties": false, "properties": {"horizontal": {"type": "boolean", "default": false}, "vertical": {"type": "boolean", "default": false}}}]}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.fixedSize = try input.parser.fixedSize(input.value, at: input.path)
      },
      apply: { modifiers, view, context in
        guard let fixedSize = modifiers.fixedSize else { return view }
        return AnyView(
          view.fixedSize(horizontal: fixedSize.horizontal, vertical: fixedSize.vertical))
      }),
    SpecModifierKey(
      "alignmentGuide",
      type:
        ##"`{"horizontal": "leading"|"center"|"trailing", "value": number}` or `{"vertical": "top"|"center"|"bottom", "value": number}`"##,
      meaning:
        ##"where the guide sits; in `value`, `width` and `height` are the view's own dimensions"##,
      schema:
        ##"{"type": "object", "additionalProperties": false, "required": ["value"], "properties": {"horizontal": {"$ref": "#/$defs/horizontalAlignment"}, "vertical": {"$ref": "#/$defs/verticalAlignment"}, "value": {"$ref": "#/$defs/number", "description": "width and height are the view's own dimensions."}}}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.alignmentGuide = try input.parser.alignmentGuide(input.value, at: input.path)
      },
      validate: { modifiers, scope, registry throws(SpecError) in
        try resolve([modifiers.alignmentGuide?.value], in: scope)
      },
      apply: { modifiers, view, context in
        guard let alignmentGuide = modifiers.alignmentGuide else { return view }
        return alignmentGuide.apply(to: view, in: context)
      }),
    SpecModifierKey(
      "background",
      type: ##"colour or view node"##,
      meaning: ##"drawn behind, proposed the view's size"##,
      schema: ##"{"$ref": "#/$defs/layer"}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.background = try input.parser.layer(
          input.value, at: input.path, depth: input.depth)
      },
      validate: { modifiers, scope, registry throws(SpecError) in
        if case .view(let node) = modifiers.background {
          try node.validate(in: scope, registry: registry)
        }
      },
      apply: { modifiers, view, context in
        guard let background = modifiers.background else { return view }
        return AnyView(view.background(background.makeView(in: context)))
      }),
    SpecModifierKey(
      "overlay",
      type: ##"colour or view node"##,
      meaning: ##"drawn in front, proposed the view's size"##,
      schema: ##"{"$ref": "#/$defs/layer"}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.overlay = try input.parser.layer(input.value, at: input.path, depth: input.depth)
      },
      validate: { modifiers, scope, registry throws(SpecError) in
        if case .view(let node) = modifiers.overlay {
          try node.validate(in: scope, registry: registry)
        }
      },
      apply: { modifiers, view, context in
        guard let overlay = modifiers.overlay else { return view }
        return AnyView(view.overlay(overlay.makeView(in: context)))
      }),
    SpecModifierKey(
      "cornerRadius",
      type: ##"length"##,
      meaning:
        ##"clips to a rounded rectangle (not on `RoundedRectangle`, where it is the shape's own key)"##,
      schema:
        ##"{"$ref": "#/$defs/length", "description": "RoundedRectangle: its radius (required); other nodes: clips to a rounded rectangle."}"##,
      parse: { input, modifiers throws(SpecError) in
        // On a `RoundedRectangle`, `cornerRadius` is the shape's own key.
        guard input.type != .roundedRectangle else { return }
        modifiers.cornerRadius = try input.parser.length(input.value, at: input.path)
      },
      validate: { modifiers, scope, registry throws(SpecError) in
        try resolve([modifiers.cornerRadius], in: scope)
      },
      apply: { modifiers, view, context in
        guard let cornerRadius = modifiers.cornerRadius else { return view }
        return AnyView(view.cornerRadius(context.number(cornerRadius)))
      }),
    SpecModifierKey(
      "shadow",
      type: ##"`{"radius": length, "color": colour, "x": number, "y": number}`"##,
      meaning: ##"a drop shadow; `radius` required, `color` black at 33 %, offsets 0"##,
      schema:
        ##"{"type": "object", "additionalProperties": false, "required": ["radius"], "properties": {"color": {"$ref": "#/$defs/color"}, "radius": {"$ref": "#/$defs/length"}, "x": {"$ref": "#/$defs/coordinate", "default": 0}, "y": {"$ref": "#/$defs/coordinate", "default": 0}}}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.shadow = try input.parser.shadow(input.value, at: input.path)
      },
      validate: { modifiers, scope, registry throws(SpecError) in
        guard let shadow = modifiers.shadow else { return }
        try resolve([shadow.radius, shadow.x, shadow.y], in: scope)
      },
      apply: { modifiers, view, context in
        guard let shadow = modifiers.shadow else { return view }
        return AnyView(
          view.shadow(
            color: shadow.color.color, radius: context.number(shadow.radius),
            x: context.number(shadow.x), y: context.number(shadow.y)))
      }),
    SpecModifierKey(
      "opacity",
      type: ##"number from 0 to 1"##,
      meaning: ##"draws the view (as one layer) at that opacity"##,
      schema:
        ##"{"anyOf": [{"type": "number", "minimum": 0, "maximum": 1}, {"$ref": "#/$defs/expression"}]}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.opacity = try input.parser.number(
          input.value, at: input.path, expectation: "a number from 0 to 1", range: 0...1)
      },
      validate: { modifiers, scope, registry throws(SpecError) in
        try resolve([modifiers.opacity], in: scope)
      },
      apply: { modifiers, view, context in
        guard let opacity = modifiers.opacity else { return view }
        return AnyView(view.opacity(Double(context.number(opacity))))
      }),
    SpecModifierKey(
      "offset",
      type: ##"`{"x": number, "y": number}` (each default 0)"##,
      meaning: ##"moves the drawing, not the frame"##,
      schema:
        ##"{"type": "object", "additionalProperties": false, "properties": {"x": {"$ref": "#/$defs/coordinate", "default": 0}, "y": {"$ref": "#/$defs/coordinate", "default": 0}}}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.offset = try input.parser.offset(input.value, at: input.path)
      },
      validate: { modifiers, scope, registry throws(SpecError) in
        guard let offset = modifiers.offset else { return }
        try resolve([offset.x, offset.y], in: scope)
      },
      apply: { modifiers, view, context in
        guard let offset = modifiers.offset else { return view }
        return AnyView(view.offset(x: context.number(offset.x), y: context.number(offset.y)))
      }),
    SpecModifierKey(
      "containerShape",
      type: ##"`{"cornerRadius": length}`"##,
      meaning: ##"the rounded rectangle `ContainerRelativeShape`s inside resolve to"##,
      schema:
        ##"{"type": "object", "additionalProperties": false, "required": ["cornerRadius"], "properties": {"cornerRadius": {"$ref": "#/$defs/length"}}}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.containerShape = try input.parser.containerShape(input.value, at: input.path)
      },
      validate: { modifiers, scope, registry throws(SpecError) in
        try resolve([modifiers.containerShape], in: scope)
      },
      apply: { modifiers, view, context in
        guard let containerShape = modifiers.containerShape else { return view }
        return AnyView(
          view.containerShape(RoundedRectangle(cornerRadius: context.number(containerShape))))
      }),
    SpecModifierKey(
      "foregroundColor",
      type: ##"colour"##,
      meaning: ##"text and unfilled shapes in this node and below"##,
      schema: ##"{"$ref": "#/$defs/color"}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.foregroundColor = try input.parser.color(input.value, at: input.path)
      },
      apply: { modifiers, view, context in
        guard let foregroundColor = modifiers.foregroundColor else { return view }
        return AnyView(view.foregroundColor(foregroundColor.color))
      }),
    SpecModifierKey(
      "font",
      type: ##"text style name, or `{"size": number, "weight": name}`"##,
      meaning: ##"text in this node and below"##,
      schema: ##"{"$ref": "#/$defs/font"}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.font = try input.parser.font(input.value, at: input.path)
      },
      apply: { modifiers, view, context in
        guard let font = modifiers.font else { return view }
        return AnyView(view.font(font.font(textScale: context.textScale)))
      }),
    SpecModifierKey(
      "listStyle",
      type:
        ##"`"automatic"`, `"plain"`, `"grouped"`, `"insetGrouped"`, `"inset"`, `"sidebar"`"##,
      meaning:
        ##"how the `List`s in this node and below draw their rows and sections (`automatic`: inset grouped, as on iPhone)"##,
      schema:
        ##"{"enum": ["automatic", "plain", "grouped", "insetGrouped", "inset", "sidebar"], "default": "automatic"}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.listStyle = try input.parser.name(
          input.value, at: input.path, from: SpecListStyle.allCases.map { ($0.rawValue, $0) })
      },
      apply: { modifiers, view, context in
        guard let listStyle = modifiers.listStyle else { return view }
        return listStyle.apply(to: view)
      }),
    SpecModifierKey(
      "navigationTitle",
      type: ##"text"##,
      meaning:
        ##"the title the enclosing `NavigationStack` shows while this node is its screen, and the back button of the screen pushed over it"##,
      schema: ##"{"$ref": "#/$defs/text"}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.navigationTitle = try input.parser.text(input.value, at: input.path)
      },
      apply: { modifiers, view, context in
        guard let title = modifiers.navigationTitle else { return view }
        return AnyView(view.navigationTitle(title.resolve(in: context)))
      }),
    SpecModifierKey(
      "navigationBarTitleDisplayMode",
      type: ##"`"automatic"`, `"inline"`, `"large"`"##,
      meaning:
        ##"how the screen's title is shown: large under the bar (collapsing as the content scrolls), or inline in it; `automatic` is large at the root and inline on pushed screens"##,
      schema: ##"{"enum": ["automatic", "inline", "large"], "default": "automatic"}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.navigationBarTitleDisplayMode = try input.parser.name(
          input.value, at: input.path,
          from: SpecTitleDisplayMode.allCases.map { ($0.rawValue, $0) })
      },
      apply: { modifiers, view, context in
        guard let mode = modifiers.navigationBarTitleDisplayMode else { return view }
        return AnyView(view.navigationBarTitleDisplayMode(mode.displayMode))
      }),
    SpecModifierKey(
      "layoutPriority",
      type: ##"number (may be negative)"##,
      meaning: ##"a stack offers space to higher priorities first; default 0"##,
      schema: ##"{"$ref": "#/$defs/number", "default": 0}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.layoutPriority = try input.parser.number(
          input.value, at: input.path, expectation: "a number", range: -.infinity ... .infinity)
      },
      validate: { modifiers, scope, registry throws(SpecError) in
        try resolve([modifiers.layoutPriority], in: scope)
      },
      apply: { modifiers, view, context in
        guard let layoutPriority = modifiers.layoutPriority else { return view }
        return AnyView(view.layoutPriority(Double(context.number(layoutPriority))))
      }),
    SpecModifierKey(
      "accessibilityIdentifier",
      type: ##"string"##,
      meaning: ##"the name tests and `easel inspect` find the view by"##,
      schema: ##"{"type": "string"}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.accessibilityIdentifier = try input.parser.string(input.value, at: input.path)
      },
      apply: { modifiers, view, context in
        guard let identifier = modifiers.accessibilityIdentifier else { return view }
        return AnyView(view.accessibilityIdentifier(identifier))
      }),
    SpecModifierKey(
      "accessibilityLabel",
      type: ##"text"##,
      meaning: ##"the label assistive technologies read"##,
      schema: ##"{"$ref": "#/$defs/text"}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.accessibilityLabel = try input.parser.text(input.value, at: input.path)
      },
      apply: { modifiers, view, context in
        guard let label = modifiers.accessibilityLabel else { return view }
        return AnyView(view.accessibilityLabel(label.resolve(in: context)))
      }),
    SpecModifierKey(
      "accessibilityValue",
      type: ##"text"##,
      meaning: ##"the value they read"##,
      schema: ##"{"$ref": "#/$defs/text"}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.accessibilityValue = try input.parser.text(input.value, at: input.path)
      },
      apply: { modifiers, view, context in
        guard let value = modifiers.accessibilityValue else { return view }
        return AnyView(view.accessibilityValue(value.resolve(in: context)))
      }),
    SpecModifierKey(
      "accessibilityHint",
      type: ##"text"##,
      meaning: ##"the hint they read"##,
      schema: ##"{"$ref": "#/$defs/text"}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.accessibilityHint = try input.parser.text(input.value, at: input.path)
      },
      apply: { modifiers, view, context in
        guard let hint = modifiers.accessibilityHint else { return view }
        return AnyView(view.accessibilityHint(hint.resolve(in: context)))
      }),
    SpecModifierKey(
      "accessibilityHidden",
      type: ##"boolean"##,
      meaning: ##"hides the view from them"##,
      schema: ##"{"type": "boolean"}"##,
      parse: { input, modifiers throws(SpecError) in
        modifiers.accessibilityHidden = try input.parser.bool(input.value, at: input.path)
      },
      apply: { modifiers, view, context in
        guard let hidden = modifiers.accessibilityHidden else { return view }
        return AnyView(view.accessibilityHidden(hidden))
      }),
  ]
}
