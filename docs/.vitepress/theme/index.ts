/** The docs site's theme: VitePress's default theme with the colour and label fixes of `contrast.css`. */
import DefaultTheme from "vitepress/theme";
import "./contrast.css";

export default DefaultTheme;
