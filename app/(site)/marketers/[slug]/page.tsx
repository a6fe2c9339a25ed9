import { hireRoute } from "../../_components/hire/hire-route";

const route = hireRoute("marketers");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
