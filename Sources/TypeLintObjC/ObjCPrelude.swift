import TypeLintSyntax

/// What clang is given in place of the SDK's headers, which Linux and CI do not have: the Foundation, UIKit and
/// AppKit declarations typelint reads (fonts, text styles and weights, labels, layout anchors and frames), so that a
/// message to `UIFont` parses as a message, a `UILabel *` has a type, and `MIN`, `YES`, `NS_ENUM` expand as the SDK
/// expands them. Anything else a file uses is unknown to clang, which then skips that statement; the lexer's facts
/// still cover it.
enum ObjCPrelude {
    /// Where clang finds it: a path no file has, given to clang with its contents.
    static let path = "/typelint-prelude/Prelude.h"
    /// Where clang finds the digests of the project's headers a file imports (`HeaderDigest`).
    static let projectPath = "/typelint-prelude/Project.h"

    /// The prelude for code built for `platform`: the `TARGET_OS_…` macros say that platform, as the SDK's
    /// `TargetConditionals.h` does.
    static func text(for platform: Platforms) -> String {
        let apple = !platform.isDisjoint(with: [.iOS, .macOS, .tvOS, .watchOS, .visionOS])
        let embedded = !platform.isDisjoint(with: [.iOS, .tvOS, .watchOS, .visionOS])
        let macros = [
            ("TARGET_OS_MAC", apple), ("TARGET_OS_OSX", platform.contains(.macOS)), ("TARGET_OS_IPHONE", embedded),
            ("TARGET_OS_IOS", platform.contains(.iOS)), ("TARGET_OS_TV", platform.contains(.tvOS)),
            ("TARGET_OS_WATCH", platform.contains(.watchOS)), ("TARGET_OS_VISION", platform.contains(.visionOS)),
            ("TARGET_OS_XR", platform.contains(.visionOS)), ("TARGET_OS_MACCATALYST", false), ("TARGET_OS_SIMULATOR", false),
            ("TARGET_IPHONE_SIMULATOR", false), ("TARGET_OS_EMBEDDED", embedded),
        ]
        return macros.map { "#define \($0.0) \($0.1 ? 1 : 0)\n" }.joined() + declarations
    }

    private static let declarations = """
        #define NS_ASSUME_NONNULL_BEGIN
        #define NS_ASSUME_NONNULL_END
        #define NS_DESIGNATED_INITIALIZER
        #define NS_UNAVAILABLE
        #define NS_REQUIRES_SUPER
        #define NS_SWIFT_NAME(name)
        #define NS_REFINED_FOR_SWIFT
        #define UI_APPEARANCE_SELECTOR
        #ifndef IBOutlet
        #define IBOutlet
        #endif
        #ifndef IBAction
        #define IBAction void
        #endif
        #define IBInspectable
        #define IB_DESIGNABLE
        #define API_AVAILABLE(...)
        #define API_UNAVAILABLE(...)
        #define API_DEPRECATED(...)
        #define NS_AVAILABLE_IOS(version)
        #define NS_DEPRECATED_IOS(...)
        #define UIKIT_EXTERN extern
        #define FOUNDATION_EXPORT extern
        #define APPKIT_EXTERN extern
        #define NS_ENUM(type, name) enum name : type name; enum name : type
        #define NS_OPTIONS(type, name) enum name : type name; enum name : type
        #define NS_CLOSED_ENUM(type, name) enum name : type name; enum name : type
        #define NS_TYPED_ENUM
        #define NS_EXTENSIBLE_STRING_ENUM
        #define NS_STRING_ENUM
        #define YES ((BOOL)1)
        #define NO ((BOOL)0)
        #define nil ((id)0)
        #define Nil ((Class)0)
        #ifndef NULL
        #define NULL ((void *)0)
        #endif
        #define MIN(a, b) (((a) < (b)) ? (a) : (b))
        #define MAX(a, b) (((a) > (b)) ? (a) : (b))
        #define ABS(a) (((a) < 0) ? -(a) : (a))
        #define NSLocalizedString(key, comment) (key)
        #define CGFLOAT_MAX 1.79769313486231570815e+308
        #define CGFLOAT_MIN 2.22507385850720138309e-308
        #define NSNotFound ((NSInteger)0x7fffffffffffffffL)

        typedef signed char BOOL;
        typedef long NSInteger;
        typedef unsigned long NSUInteger;
        typedef double CGFloat;
        typedef double NSTimeInterval;
        typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
        typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
        typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
        typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;
        typedef struct NSRange { NSUInteger location; NSUInteger length; } NSRange;
        typedef CGRect NSRect;
        typedef CGSize NSSize;
        typedef CGPoint NSPoint;
        static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height) {
            CGRect rect = {{x, y}, {width, height}}; return rect;
        }
        static inline CGSize CGSizeMake(CGFloat width, CGFloat height) { CGSize size = {width, height}; return size; }
        static inline CGPoint CGPointMake(CGFloat x, CGFloat y) { CGPoint point = {x, y}; return point; }
        static inline NSRect NSMakeRect(CGFloat x, CGFloat y, CGFloat width, CGFloat height) {
            return CGRectMake(x, y, width, height);
        }
        static inline UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right) {
            UIEdgeInsets insets = {top, left, bottom, right}; return insets;
        }
        static inline NSRange NSMakeRange(NSUInteger location, NSUInteger length) { NSRange range = {location, length}; return range; }
        extern const CGRect CGRectZero;
        extern const CGSize CGSizeZero;
        extern const CGPoint CGPointZero;
        CGFloat CGRectGetWidth(CGRect rect);
        CGFloat CGRectGetHeight(CGRect rect);
        CGFloat CGRectGetMaxX(CGRect rect);
        CGFloat CGRectGetMaxY(CGRect rect);
        CGFloat CGRectGetMinX(CGRect rect);
        CGFloat CGRectGetMinY(CGRect rect);
        CGFloat CGRectGetMidX(CGRect rect);
        CGFloat CGRectGetMidY(CGRect rect);
        double ceil(double); double floor(double); double round(double); double fabs(double);
        double fmin(double, double); double fmax(double, double); double sqrt(double); double pow(double, double);
        float ceilf(float); float floorf(float); float roundf(float);

        @class NSString, NSNumber, NSError, NSURL, NSData, NSDate, NSBundle, NSCoder, NSIndexPath, NSAttributedString;
        @class NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>;
        @protocol NSObject @end
        @protocol NSCopying @end
        @protocol NSCoding @end
        @interface NSObject <NSObject>
        + (instancetype)alloc;
        + (instancetype)new;
        + (Class)class;
        - (instancetype)init;
        - (instancetype)copy;
        - (Class)class;
        - (BOOL)isKindOfClass:(Class)aClass;
        - (BOOL)respondsToSelector:(SEL)aSelector;
        - (id)valueForKey:(NSString *)key;
        - (void)setValue:(id)value forKey:(NSString *)key;
        - (id)performSelector:(SEL)aSelector;
        @end
        @interface NSString : NSObject <NSCopying>
        + (instancetype)stringWithFormat:(NSString *)format, ...;
        - (instancetype)initWithFormat:(NSString *)format, ...;
        - (NSString *)stringByAppendingString:(NSString *)string;
        - (NSString *)stringByAppendingFormat:(NSString *)format, ...;
        - (BOOL)isEqualToString:(NSString *)string;
        - (BOOL)hasPrefix:(NSString *)prefix;
        - (BOOL)hasSuffix:(NSString *)suffix;
        - (CGSize)sizeWithAttributes:(NSDictionary *)attributes;
        - (CGRect)boundingRectWithSize:(CGSize)size options:(NSInteger)options attributes:(NSDictionary *)attributes context:(id)context;
        @property (readonly) NSUInteger length;
        @end
        @interface NSMutableString : NSString @end
        @interface NSNumber : NSObject
        + (NSNumber *)numberWithChar:(char)value;
        + (NSNumber *)numberWithInt:(int)value;
        + (NSNumber *)numberWithInteger:(NSInteger)value;
        + (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
        + (NSNumber *)numberWithLong:(long)value;
        + (NSNumber *)numberWithLongLong:(long long)value;
        + (NSNumber *)numberWithFloat:(float)value;
        + (NSNumber *)numberWithDouble:(double)value;
        + (NSNumber *)numberWithBool:(BOOL)value;
        @property (readonly) double doubleValue;
        @property (readonly) CGFloat floatValue;
        @property (readonly) NSInteger integerValue;
        @property (readonly) BOOL boolValue;
        @end
        @interface NSValue : NSObject
        + (NSValue *)valueWithCGRect:(CGRect)rect;
        + (NSValue *)valueWithCGSize:(CGSize)size;
        @end
        @interface NSArray<ObjectType> : NSObject
        + (instancetype)arrayWithObjects:(const ObjectType [])objects count:(NSUInteger)count;
        - (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
        - (ObjectType)objectAtIndex:(NSUInteger)index;
        @property (readonly) NSUInteger count;
        @property (readonly) ObjectType firstObject;
        @property (readonly) ObjectType lastObject;
        @end
        @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
        - (void)addObject:(ObjectType)object;
        - (void)setObject:(ObjectType)object atIndexedSubscript:(NSUInteger)index;
        @end
        @interface NSDictionary<KeyType, ObjectType> : NSObject
        + (instancetype)dictionaryWithObjects:(const ObjectType [])objects forKeys:(const KeyType [])keys count:(NSUInteger)count;
        - (ObjectType)objectForKeyedSubscript:(KeyType)key;
        - (ObjectType)objectForKey:(KeyType)key;
        @end
        @interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
        - (void)setObject:(ObjectType)object forKeyedSubscript:(KeyType)key;
        - (void)setObject:(ObjectType)object forKey:(KeyType)key;
        @end
        @interface NSSet<ObjectType> : NSObject @end
        @interface NSData : NSObject @end
        @interface NSDate : NSObject @end
        @interface NSURL : NSObject @end
        @interface NSError : NSObject @end
        @interface NSBundle : NSObject + (NSBundle *)mainBundle; @end
        @interface NSNotification : NSObject @end
        @interface NSIndexPath : NSObject @property (readonly) NSInteger row; @property (readonly) NSInteger section; @end
        @interface NSCoder : NSObject @end

        typedef NSString *NSAttributedStringKey;
        extern NSAttributedStringKey const NSFontAttributeName;
        extern NSAttributedStringKey const NSForegroundColorAttributeName;
        extern NSAttributedStringKey const NSBackgroundColorAttributeName;
        extern NSAttributedStringKey const NSKernAttributeName;
        extern NSAttributedStringKey const NSParagraphStyleAttributeName;
        extern NSAttributedStringKey const NSBaselineOffsetAttributeName;
        extern NSAttributedStringKey const NSUnderlineStyleAttributeName;
        extern NSAttributedStringKey const NSLinkAttributeName;
        @interface NSAttributedString : NSObject
        - (instancetype)initWithString:(NSString *)string;
        - (instancetype)initWithString:(NSString *)string attributes:(NSDictionary *)attributes;
        @property (readonly) NSString *string;
        @property (readonly) NSUInteger length;
        @end
        @interface NSMutableAttributedString : NSAttributedString
        - (void)addAttribute:(NSAttributedStringKey)name value:(id)value range:(NSRange)range;
        - (void)addAttributes:(NSDictionary *)attributes range:(NSRange)range;
        - (void)setAttributes:(NSDictionary *)attributes range:(NSRange)range;
        - (void)appendAttributedString:(NSAttributedString *)string;
        @end
        typedef NS_ENUM(NSInteger, NSTextAlignment) {
            NSTextAlignmentLeft = 0, NSTextAlignmentCenter = 1, NSTextAlignmentRight = 2, NSTextAlignmentJustified = 3,
            NSTextAlignmentNatural = 4,
        };
        typedef NS_ENUM(NSInteger, NSLineBreakMode) {
            NSLineBreakByWordWrapping = 0, NSLineBreakByCharWrapping, NSLineBreakByClipping, NSLineBreakByTruncatingHead,
            NSLineBreakByTruncatingTail, NSLineBreakByTruncatingMiddle,
        };
        @interface NSParagraphStyle : NSObject
        + (NSParagraphStyle *)defaultParagraphStyle;
        @property (readonly) NSTextAlignment alignment;
        @end
        @interface NSMutableParagraphStyle : NSParagraphStyle
        @property NSTextAlignment alignment;
        @property CGFloat lineSpacing;
        @property CGFloat paragraphSpacing;
        @property CGFloat lineHeightMultiple;
        @property CGFloat minimumLineHeight;
        @property CGFloat maximumLineHeight;
        @property NSLineBreakMode lineBreakMode;
        @end

        typedef NSString *UIFontTextStyle;
        extern UIFontTextStyle const UIFontTextStyleLargeTitle;
        extern UIFontTextStyle const UIFontTextStyleExtraLargeTitle;
        extern UIFontTextStyle const UIFontTextStyleExtraLargeTitle2;
        extern UIFontTextStyle const UIFontTextStyleTitle1;
        extern UIFontTextStyle const UIFontTextStyleTitle2;
        extern UIFontTextStyle const UIFontTextStyleTitle3;
        extern UIFontTextStyle const UIFontTextStyleHeadline;
        extern UIFontTextStyle const UIFontTextStyleSubheadline;
        extern UIFontTextStyle const UIFontTextStyleBody;
        extern UIFontTextStyle const UIFontTextStyleCallout;
        extern UIFontTextStyle const UIFontTextStyleFootnote;
        extern UIFontTextStyle const UIFontTextStyleCaption1;
        extern UIFontTextStyle const UIFontTextStyleCaption2;
        typedef CGFloat UIFontWeight;
        extern const UIFontWeight UIFontWeightUltraLight;
        extern const UIFontWeight UIFontWeightThin;
        extern const UIFontWeight UIFontWeightLight;
        extern const UIFontWeight UIFontWeightRegular;
        extern const UIFontWeight UIFontWeightMedium;
        extern const UIFontWeight UIFontWeightSemibold;
        extern const UIFontWeight UIFontWeightBold;
        extern const UIFontWeight UIFontWeightHeavy;
        extern const UIFontWeight UIFontWeightBlack;
        typedef CGFloat UIFontWidth;
        typedef NSString *UIFontDescriptorSystemDesign;
        extern UIFontDescriptorSystemDesign const UIFontDescriptorSystemDesignDefault;
        extern UIFontDescriptorSystemDesign const UIFontDescriptorSystemDesignRounded;
        extern UIFontDescriptorSystemDesign const UIFontDescriptorSystemDesignSerif;
        extern UIFontDescriptorSystemDesign const UIFontDescriptorSystemDesignMonospaced;
        typedef NS_OPTIONS(unsigned int, UIFontDescriptorSymbolicTraits) {
            UIFontDescriptorTraitItalic = 1u << 0, UIFontDescriptorTraitBold = 1u << 1,
            UIFontDescriptorTraitExpanded = 1u << 5, UIFontDescriptorTraitCondensed = 1u << 6,
            UIFontDescriptorTraitMonoSpace = 1u << 10, UIFontDescriptorTraitTightLeading = 1u << 15,
            UIFontDescriptorTraitLooseLeading = 1u << 16,
        };
        typedef NSString *UIFontDescriptorAttributeName;
        extern UIFontDescriptorAttributeName const UIFontDescriptorFamilyAttribute;
        extern UIFontDescriptorAttributeName const UIFontDescriptorNameAttribute;
        extern UIFontDescriptorAttributeName const UIFontDescriptorSizeAttribute;
        extern UIFontDescriptorAttributeName const UIFontDescriptorTraitsAttribute;
        extern UIFontDescriptorAttributeName const UIFontDescriptorFeatureSettingsAttribute;
        typedef NSString *UIFontDescriptorTraitKey;
        extern UIFontDescriptorTraitKey const UIFontWeightTrait;
        @class UITraitCollection;
        @interface UIFontDescriptor : NSObject
        + (UIFontDescriptor *)preferredFontDescriptorWithTextStyle:(UIFontTextStyle)style;
        + (UIFontDescriptor *)preferredFontDescriptorWithTextStyle:(UIFontTextStyle)style compatibleWithTraitCollection:(UITraitCollection *)traitCollection;
        + (UIFontDescriptor *)fontDescriptorWithName:(NSString *)fontName size:(CGFloat)size;
        + (UIFontDescriptor *)fontDescriptorWithFontAttributes:(NSDictionary *)attributes;
        - (UIFontDescriptor *)fontDescriptorWithSymbolicTraits:(UIFontDescriptorSymbolicTraits)symbolicTraits;
        - (UIFontDescriptor *)fontDescriptorWithDesign:(UIFontDescriptorSystemDesign)design;
        - (UIFontDescriptor *)fontDescriptorByAddingAttributes:(NSDictionary *)attributes;
        - (UIFontDescriptor *)fontDescriptorWithSize:(CGFloat)newPointSize;
        @property (readonly) CGFloat pointSize;
        @property (readonly) UIFontDescriptorSymbolicTraits symbolicTraits;
        @end
        @interface UIFont : NSObject <NSCopying>
        + (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style;
        + (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style compatibleWithTraitCollection:(UITraitCollection *)traitCollection;
        + (UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
        + (UIFont *)fontWithDescriptor:(UIFontDescriptor *)descriptor size:(CGFloat)pointSize;
        + (UIFont *)systemFontOfSize:(CGFloat)fontSize;
        + (UIFont *)boldSystemFontOfSize:(CGFloat)fontSize;
        + (UIFont *)italicSystemFontOfSize:(CGFloat)fontSize;
        + (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
        + (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight width:(UIFontWidth)width;
        + (UIFont *)monospacedDigitSystemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
        + (UIFont *)monospacedSystemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
        + (NSArray *)familyNames;
        - (UIFont *)fontWithSize:(CGFloat)fontSize;
        @property (class, readonly) CGFloat labelFontSize;
        @property (class, readonly) CGFloat buttonFontSize;
        @property (class, readonly) CGFloat smallSystemFontSize;
        @property (class, readonly) CGFloat systemFontSize;
        @property (readonly) NSString *familyName;
        @property (readonly) NSString *fontName;
        @property (readonly) CGFloat pointSize;
        @property (readonly) CGFloat lineHeight;
        @property (readonly) CGFloat ascender;
        @property (readonly) CGFloat descender;
        @property (readonly) CGFloat capHeight;
        @property (readonly) UIFontDescriptor *fontDescriptor;
        @end
        @interface UIFontMetrics : NSObject
        + (UIFontMetrics *)metricsForTextStyle:(UIFontTextStyle)textStyle;
        + (UIFontMetrics *)defaultMetrics;
        - (instancetype)initForTextStyle:(UIFontTextStyle)textStyle;
        - (UIFont *)scaledFontForFont:(UIFont *)font;
        - (UIFont *)scaledFontForFont:(UIFont *)font maximumPointSize:(CGFloat)maximumPointSize;
        - (CGFloat)scaledValueForValue:(CGFloat)value;
        @end
        @interface UIColor : NSObject
        + (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
        + (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
        + (UIColor *)colorNamed:(NSString *)name;
        @property (class, readonly) UIColor *labelColor;
        @property (class, readonly) UIColor *secondaryLabelColor;
        @property (class, readonly) UIColor *tertiaryLabelColor;
        @property (class, readonly) UIColor *quaternaryLabelColor;
        @property (class, readonly) UIColor *blackColor;
        @property (class, readonly) UIColor *whiteColor;
        @property (class, readonly) UIColor *grayColor;
        @property (class, readonly) UIColor *lightGrayColor;
        @property (class, readonly) UIColor *darkGrayColor;
        @property (class, readonly) UIColor *clearColor;
        @property (class, readonly) UIColor *redColor;
        @property (class, readonly) UIColor *blueColor;
        @property (class, readonly) UIColor *systemBackgroundColor;
        - (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;
        @end
        @interface UIImage : NSObject
        + (UIImage *)imageNamed:(NSString *)name;
        + (UIImage *)systemImageNamed:(NSString *)name;
        @end
        typedef NSString *UIContentSizeCategory;
        extern UIContentSizeCategory const UIContentSizeCategoryUnspecified;
        extern UIContentSizeCategory const UIContentSizeCategoryExtraSmall;
        extern UIContentSizeCategory const UIContentSizeCategorySmall;
        extern UIContentSizeCategory const UIContentSizeCategoryMedium;
        extern UIContentSizeCategory const UIContentSizeCategoryLarge;
        extern UIContentSizeCategory const UIContentSizeCategoryExtraLarge;
        extern UIContentSizeCategory const UIContentSizeCategoryExtraExtraLarge;
        extern UIContentSizeCategory const UIContentSizeCategoryExtraExtraExtraLarge;
        extern UIContentSizeCategory const UIContentSizeCategoryAccessibilityMedium;
        extern UIContentSizeCategory const UIContentSizeCategoryAccessibilityLarge;
        extern UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraLarge;
        extern UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraExtraLarge;
        extern UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraExtraExtraLarge;
        @interface UITraitCollection : NSObject @property (readonly) UIContentSizeCategory preferredContentSizeCategory; @end
        @interface NSLayoutConstraint : NSObject
        + (void)activateConstraints:(NSArray *)constraints;
        + (void)deactivateConstraints:(NSArray *)constraints;
        @property (getter=isActive) BOOL active;
        @property CGFloat constant;
        @property float priority;
        @end
        @interface NSLayoutAnchor : NSObject
        - (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor *)anchor;
        - (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor *)anchor constant:(CGFloat)c;
        - (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor *)anchor constant:(CGFloat)c;
        - (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor *)anchor constant:(CGFloat)c;
        @end
        @interface NSLayoutXAxisAnchor : NSLayoutAnchor @end
        @interface NSLayoutYAxisAnchor : NSLayoutAnchor @end
        @interface NSLayoutDimension : NSLayoutAnchor
        - (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c;
        - (NSLayoutConstraint *)constraintGreaterThanOrEqualToConstant:(CGFloat)c;
        - (NSLayoutConstraint *)constraintLessThanOrEqualToConstant:(CGFloat)c;
        - (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m;
        @end
        @interface UIResponder : NSObject @end
        @interface UIView : UIResponder
        - (instancetype)initWithFrame:(CGRect)frame;
        - (void)addSubview:(UIView *)view;
        - (void)removeFromSuperview;
        - (void)setNeedsLayout;
        - (void)layoutIfNeeded;
        - (void)layoutSubviews;
        - (void)sizeToFit;
        - (CGSize)sizeThatFits:(CGSize)size;
        @property CGRect frame;
        @property CGRect bounds;
        @property CGPoint center;
        @property (copy) UIColor *backgroundColor;
        @property (getter=isHidden) BOOL hidden;
        @property CGFloat alpha;
        @property NSInteger tag;
        @property BOOL translatesAutoresizingMaskIntoConstraints;
        @property (readonly) UIView *superview;
        @property (readonly) NSArray *subviews;
        @property (readonly) NSLayoutXAxisAnchor *leadingAnchor;
        @property (readonly) NSLayoutXAxisAnchor *trailingAnchor;
        @property (readonly) NSLayoutXAxisAnchor *leftAnchor;
        @property (readonly) NSLayoutXAxisAnchor *rightAnchor;
        @property (readonly) NSLayoutXAxisAnchor *centerXAnchor;
        @property (readonly) NSLayoutYAxisAnchor *topAnchor;
        @property (readonly) NSLayoutYAxisAnchor *bottomAnchor;
        @property (readonly) NSLayoutYAxisAnchor *centerYAnchor;
        @property (readonly) NSLayoutYAxisAnchor *firstBaselineAnchor;
        @property (readonly) NSLayoutYAxisAnchor *lastBaselineAnchor;
        @property (readonly) NSLayoutDimension *widthAnchor;
        @property (readonly) NSLayoutDimension *heightAnchor;
        @property (copy) UIColor *tintColor;
        @property (readonly) UITraitCollection *traitCollection;
        @end
        @interface UILabel : UIView
        @property (copy) NSString *text;
        @property (copy) NSAttributedString *attributedText;
        @property (strong) UIFont *font;
        @property (strong) UIColor *textColor;
        @property NSTextAlignment textAlignment;
        @property NSLineBreakMode lineBreakMode;
        @property NSInteger numberOfLines;
        @property BOOL adjustsFontSizeToFitWidth;
        @property CGFloat minimumScaleFactor;
        @property BOOL adjustsFontForContentSizeCategory;
        @property (copy) UIContentSizeCategory maximumContentSizeCategory;
        @property (copy) UIContentSizeCategory minimumContentSizeCategory;
        @property CGFloat preferredMaxLayoutWidth;
        @end
        @interface UIControl : UIView
        @property (getter=isEnabled) BOOL enabled;
        @property (getter=isSelected) BOOL selected;
        - (void)addTarget:(id)target action:(SEL)action forControlEvents:(NSUInteger)controlEvents;
        @end
        typedef NS_ENUM(NSInteger, UIButtonType) { UIButtonTypeCustom = 0, UIButtonTypeSystem };
        @interface UIButton : UIControl
        + (instancetype)buttonWithType:(UIButtonType)buttonType;
        - (void)setTitle:(NSString *)title forState:(NSUInteger)state;
        - (void)setTitleColor:(UIColor *)color forState:(NSUInteger)state;
        - (void)setAttributedTitle:(NSAttributedString *)title forState:(NSUInteger)state;
        - (void)setImage:(UIImage *)image forState:(NSUInteger)state;
        @property (readonly) UILabel *titleLabel;
        @property (readonly) UIView *imageView;
        @property UIEdgeInsets contentEdgeInsets;
        @end
        @interface UITextField : UIControl
        @property (copy) NSString *text;
        @property (copy) NSString *placeholder;
        @property (strong) UIFont *font;
        @property (strong) UIColor *textColor;
        @property NSTextAlignment textAlignment;
        @property BOOL adjustsFontForContentSizeCategory;
        @end
        @interface UIScrollView : UIView @end
        @interface UITextView : UIScrollView
        @property (copy) NSString *text;
        @property (strong) UIFont *font;
        @property (strong) UIColor *textColor;
        @property NSTextAlignment textAlignment;
        @property BOOL adjustsFontForContentSizeCategory;
        @end
        @interface UITableView : UIScrollView @property CGFloat rowHeight; @property CGFloat estimatedRowHeight; @end
        @interface UICollectionView : UIScrollView @end
        @interface UIImageView : UIView - (instancetype)initWithImage:(UIImage *)image; @property UIImage *image; @end
        @interface UIStackView : UIView
        - (instancetype)initWithArrangedSubviews:(NSArray *)views;
        - (void)addArrangedSubview:(UIView *)view;
        @property CGFloat spacing;
        @end
        @interface UITableViewCell : UIView
        - (instancetype)initWithStyle:(NSInteger)style reuseIdentifier:(NSString *)reuseIdentifier;
        @property (readonly) UIView *contentView;
        @property (readonly) UILabel *textLabel;
        @property (readonly) UILabel *detailTextLabel;
        @end
        @interface UICollectionViewCell : UIView @property (readonly) UIView *contentView; @end
        @interface UIViewController : UIResponder
        - (instancetype)initWithNibName:(NSString *)name bundle:(NSBundle *)bundle;
        - (void)viewDidLoad;
        - (void)viewWillAppear:(BOOL)animated;
        - (void)viewDidAppear:(BOOL)animated;
        - (void)viewWillLayoutSubviews;
        - (void)viewDidLayoutSubviews;
        @property (strong) UIView *view;
        @property (copy) NSString *title;
        @end
        @interface UITableViewController : UIViewController @property (strong) UITableView *tableView; @end
        @interface UINavigationController : UIViewController @end

        typedef CGFloat NSFontWeight;
        extern const NSFontWeight NSFontWeightUltraLight;
        extern const NSFontWeight NSFontWeightThin;
        extern const NSFontWeight NSFontWeightLight;
        extern const NSFontWeight NSFontWeightRegular;
        extern const NSFontWeight NSFontWeightMedium;
        extern const NSFontWeight NSFontWeightSemibold;
        extern const NSFontWeight NSFontWeightBold;
        extern const NSFontWeight NSFontWeightHeavy;
        extern const NSFontWeight NSFontWeightBlack;
        typedef NSString *NSFontTextStyle;
        extern NSFontTextStyle const NSFontTextStyleLargeTitle;
        extern NSFontTextStyle const NSFontTextStyleTitle1;
        extern NSFontTextStyle const NSFontTextStyleTitle2;
        extern NSFontTextStyle const NSFontTextStyleTitle3;
        extern NSFontTextStyle const NSFontTextStyleHeadline;
        extern NSFontTextStyle const NSFontTextStyleSubheadline;
        extern NSFontTextStyle const NSFontTextStyleBody;
        extern NSFontTextStyle const NSFontTextStyleCallout;
        extern NSFontTextStyle const NSFontTextStyleFootnote;
        extern NSFontTextStyle const NSFontTextStyleCaption1;
        extern NSFontTextStyle const NSFontTextStyleCaption2;
        @interface NSFontDescriptor : NSObject
        + (NSFontDescriptor *)preferredFontDescriptorForTextStyle:(NSFontTextStyle)style options:(NSDictionary *)options;
        @property (readonly) CGFloat pointSize;
        @end
        @interface NSFont : NSObject <NSCopying>
        + (NSFont *)preferredFontForTextStyle:(NSFontTextStyle)style options:(NSDictionary *)options;
        + (NSFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
        + (NSFont *)fontWithDescriptor:(NSFontDescriptor *)descriptor size:(CGFloat)fontSize;
        + (NSFont *)systemFontOfSize:(CGFloat)fontSize;
        + (NSFont *)boldSystemFontOfSize:(CGFloat)fontSize;
        + (NSFont *)systemFontOfSize:(CGFloat)fontSize weight:(NSFontWeight)weight;
        + (NSFont *)monospacedDigitSystemFontOfSize:(CGFloat)fontSize weight:(NSFontWeight)weight;
        + (NSFont *)monospacedSystemFontOfSize:(CGFloat)fontSize weight:(NSFontWeight)weight;
        + (NSFont *)labelFontOfSize:(CGFloat)fontSize;
        + (NSFont *)messageFontOfSize:(CGFloat)fontSize;
        + (NSFont *)userFontOfSize:(CGFloat)fontSize;
        + (NSFont *)userFixedPitchFontOfSize:(CGFloat)fontSize;
        + (CGFloat)systemFontSize;
        + (CGFloat)smallSystemFontSize;
        + (CGFloat)labelFontSize;
        - (NSFont *)fontWithSize:(CGFloat)fontSize;
        @property (readonly) CGFloat pointSize;
        @property (readonly) NSString *fontName;
        @property (readonly) NSString *familyName;
        @end
        @interface NSColor : NSObject
        @property (class, readonly) NSColor *labelColor;
        @property (class, readonly) NSColor *secondaryLabelColor;
        @property (class, readonly) NSColor *tertiaryLabelColor;
        @property (class, readonly) NSColor *quaternaryLabelColor;
        @end
        @interface NSResponder : NSObject @end
        @interface NSView : NSResponder
        - (instancetype)initWithFrame:(NSRect)frame;
        - (void)addSubview:(NSView *)view;
        @property NSRect frame;
        @property (readonly) NSLayoutXAxisAnchor *leadingAnchor;
        @property (readonly) NSLayoutXAxisAnchor *trailingAnchor;
        @property (readonly) NSLayoutYAxisAnchor *topAnchor;
        @property (readonly) NSLayoutYAxisAnchor *bottomAnchor;
        @property (readonly) NSLayoutDimension *widthAnchor;
        @property (readonly) NSLayoutDimension *heightAnchor;
        @end
        @interface NSControl : NSView @property (strong) NSFont *font; @property NSTextAlignment alignment; @end
        @interface NSTextField : NSControl
        + (instancetype)labelWithString:(NSString *)string;
        @property (copy) NSString *stringValue;
        @property (strong) NSColor *textColor;
        @end
        @interface NSButton : NSControl @property (copy) NSString *title; @end
        @interface NSTextView : NSView @property (strong) NSFont *font; @end
        """
}
