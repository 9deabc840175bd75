/**
 * Where the apps' facts were checked. The hub-integration list is the leading hub's own table of local apps (deep-link
 * schemes the apps registered with it); each app's own docs are cited beside it where they state the fact.
 */
export const HUB_LOCAL_APPS =
	"https://github.com/huggingface/huggingface.js/blob/main/packages/tasks/src/local-apps.ts";
